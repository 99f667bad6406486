/**
 * Browsers take keyboard focus away from a control that becomes disabled: it falls to <body>. jsdom leaves it on
 * the control (and its blur() ignores a disabled one), so this does what the browser does, until the returned
 * function is called.
 */
export function blurWhenDisabled(): () => void {
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      if (target !== document.activeElement || !(target instanceof HTMLButtonElement) || !target.disabled) continue;
      // Focus something that then leaves the page: jsdom puts the focus on <body>.
      const stand = document.createElement('span');
      stand.tabIndex = -1;
      document.body.append(stand);
      stand.focus();
      stand.remove();
    }
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => observer.disconnect();
}
