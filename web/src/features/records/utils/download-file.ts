/**
 * Has the browser fetch a signed link as a download (its answer says `attachment`): the page
 * stays where it is.
 */
export function downloadFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
