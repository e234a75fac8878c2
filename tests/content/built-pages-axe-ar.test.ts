import { axeEveryPage } from './axe-every-page';

axeEveryPage('ar');
