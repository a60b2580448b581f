// The form controls' own classes, apart from their components: component classes in ./controls.css, so the script
// that draws a control carries a name instead of its utilities (light public pages). A public page's client
// component whose control takes no extra classes uses them through components/forms/plain-controls.tsx (PlainInput,
// PlainLabel…); components/ui's Input, Label and Textarea add a caller's className with cn().

export const INPUT_CLASS = "ui-input";
export const LABEL_CLASS = "ui-label";
export const SELECT_CLASS = "ui-select";
export const TEXTAREA_CLASS = "ui-textarea";
