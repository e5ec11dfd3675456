import { BrowserRouter, useRoutes, Outlet, useParams, Navigate } from 'react-router';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
function R() { return useRoutes([{ path: '/', element: createElement(Outlet) }]); }
createRoot(document.body).render(createElement(BrowserRouter, null, createElement(R)));
console.log(useParams, Navigate);
