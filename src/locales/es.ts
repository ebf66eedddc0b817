import { namespaces } from './namespaces';

/** Every translation file of this language, in one chunk (src/locales/namespaces.ts). */
export default namespaces(import.meta.glob('./es/*.json', { eager: true, import: 'default' }));
