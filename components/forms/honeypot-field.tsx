import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * The hidden "company" field of the public and coming-soon forms (SPEC §5): off screen, out of the tab order and
 * of the accessibility tree, so only bots fill it in (they get a fake success).
 */
export function HoneypotField({ registration }: { registration?: UseFormRegisterReturn<"company"> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden opacity-0">
      <label>
        Empresa
        <input type="text" tabIndex={-1} autoComplete="off" {...(registration ?? { name: "company" })} />
      </label>
    </div>
  );
}
