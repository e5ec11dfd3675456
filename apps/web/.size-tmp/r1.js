import { createBrowserRouter, RouterProvider, Outlet, useNavigation, useRouteError, useRouteLoaderData, redirect } from 'react-router';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement(RouterProvider, { router: createBrowserRouter([{ path: '/', element: createElement(Outlet), loader: () => redirect('/x') }]) }));
console.log(useNavigation, useRouteError, useRouteLoaderData);
