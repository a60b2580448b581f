import type { ServiceCode } from "@/lib/constants";
import type { DayRange } from "@/lib/sitters/availability";
import type { PricedService } from "@/lib/sitters/prices";

/** The sitter the booking form is for, as both of its steps read it. */
export type BookingSitter = {
  id: number;
  slug: string;
  name: string;
  services: ServiceCode[];
  /** The sitter's own price of each offered service. */
  prices: PricedService[];
  acceptsCats: boolean;
  acceptsLargeDogs: boolean;
  /** Days the sitter cannot take (their calendar and confirmed stays), from today on. */
  blocked: DayRange[];
};
