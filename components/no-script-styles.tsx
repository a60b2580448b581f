/**
 * Forms render their JavaScript layout in the server's HTML (so nothing moves when React takes over: CLS 0), and
 * these rules, which only a browser without JavaScript applies, turn it into the one-page version that posts
 * plainly: `data-js-only` hides what needs JavaScript (step buttons, the step indicator), `data-nojs-show` shows what
 * JavaScript keeps hidden (the second step, both waitlist forms). In the base layer, so they outrank Tailwind's
 * `[hidden]` rule by specificity.
 */
export const NO_SCRIPT_CSS =
  "@layer base{[data-js-only]{display:none!important}[data-nojs-show][hidden]{display:grid!important}}";

export function NoScriptStyles() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}
