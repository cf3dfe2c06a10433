// `npm run build`: install what is missing, then build the corpus and the web app.
import { buildAll, ensureInstalled } from './lib/prepare.mjs';

ensureInstalled();
buildAll({ always: true });
