/** Where each step of a registration variant lives (/register/step1-3, /register/dd/step1-3). */
import type * as Registration from "@mall/core/Registration"

export const pathOf = (variant: Registration.Variant, step: 1 | 2 | 3): string =>
  variant === "dd" ? `/register/dd/step${step}` : `/register/step${step}`
