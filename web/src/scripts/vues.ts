// Counts a visit to a detail page: one beacon to the API, no cookie (the CMS keeps one view per visitor
// and page per day). Pages say what they are with data-vue="articles/<id>".
export function countVue(doc: Document = document, nav: Navigator = navigator): boolean {
  const target = doc.querySelector<HTMLElement>('[data-vue]')?.dataset.vue;
  if (!target || !/^(?:articles|realisations|opportunites)\/[a-z0-9]+$/.test(target) || typeof nav.sendBeacon !== 'function') return false;
  return nav.sendBeacon(`/api/v1/vues/${target}`);
}
