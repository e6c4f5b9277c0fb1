// The tests' browser asks for Arabic, the app's first language (jsdom says en-US): a first visit
// follows the browser's languages (lib/i18n.ts), and the tests are written for an Arabic family.
// Tests in the node environment have no browser to set.
if (typeof window !== 'undefined') {
  Object.defineProperty(window.navigator, 'languages', {
    configurable: true,
    get: () => ['ar-SA', 'ar'],
  });
}
