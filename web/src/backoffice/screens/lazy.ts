// The sign-in screen's chunk, shared by the route table (App.tsx) and the router-free first paint (Boot.tsx).
import { lazy } from 'react';

export const loadLoginScreen = () => import('./LoginScreen');
export const LoginScreen = lazy(loadLoginScreen);
