/**
 * The libraries the app runs on. The boot script evaluates them in a task of their own before the
 * app's modules, so neither task blocks the main thread for long.
 */
import 'react';
import 'react-dom/client';
import 'i18next';
import 'react-i18next';
import '@emotion/react';
import '@emotion/cache';
