/** The product's social profiles (SPEC §2: Instagram, LinkedIn, Facebook), shared by the coming-soon page and the footer. */
export const SOCIAL_LINKS = [
  { href: "https://www.instagram.com/huellitas.sv", label: "Instagram" },
  { href: "https://www.linkedin.com/company/huellitas-sv", label: "LinkedIn" },
  { href: "https://www.facebook.com/huellitas.sv", label: "Facebook" },
] as const;
