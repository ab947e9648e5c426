const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value inside XML, with the characters XML reserves escaped and control characters dropped. */
export const xmlText = (value: string): string =>
  // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters even escaped
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
