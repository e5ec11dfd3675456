import {createBrowserRouter, RouterProvider} from 'react-router'; console.log(createBrowserRouter, RouterProvider);
