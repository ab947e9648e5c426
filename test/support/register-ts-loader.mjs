import { register } from 'node:module';

register('./ts-loader-hooks.mjs', import.meta.url);
