// The form controls' own classes, apart from their components: a public page's client component whose control takes
// no extra classes uses them through components/forms/plain-controls.tsx (PlainInput, PlainLabel…) and carries no
// tailwind-merge (issue 42: light public pages; as ./button-variants.ts does for buttons). components/ui's Input,
// Label and Textarea merge a caller's className onto them with cn().

export const INPUT_CLASS = [
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-8 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70",
  "aria-invalid:border-destructive",
].join(" ");

export const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

export const SELECT_CLASS = [
  "h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-1 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70",
  "aria-invalid:border-destructive",
].join(" ");

export const TEXTAREA_CLASS = [
  "flex field-sizing-content min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/70",
  "aria-invalid:border-destructive",
].join(" ");
