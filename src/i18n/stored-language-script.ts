import { toggleInputId } from './toggle-input-id';

/** Where the warning page keeps the visitor's choice of language (the old site's key). */
export const warningStorageKey = 'selectedLanguage';

/**
 * Runs inline, right after the warning page's switch and before its text is parsed, so the stored
 * choice shows at the first paint. Anything but "en" or "ar" in storage is ignored. Allowed by its
 * hash in the Content-Security-Policy (`inlineScriptHashes` in src/build/http-rules.ts), never by
 * 'unsafe-inline'. Keep it tiny and fixed: the hash is of this exact text.
 */
export const storedLanguageScript = `(function(){try{var v=localStorage.getItem("${warningStorageKey}");if(v==="en"||v==="ar"){var i=document.getElementById("${toggleInputId('warning-lang', '')}"+v);if(i)i.checked=true}}catch(e){}})()`;
