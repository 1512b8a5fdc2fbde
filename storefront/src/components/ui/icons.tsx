import { createElement, type ReactElement, type SVGProps } from "react"

/** A few line icons (24 px grid, currentColor), decorative unless given a title. */
const base = { width: 22, height: 22, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const

/** An icon component drawing `shapes` on that grid; its props (size, className, title …) go to the svg. */
const icon =
  (...shapes: ReactElement[]) =>
  (p: SVGProps<SVGSVGElement>) =>
    createElement("svg", { ...base, ...p }, ...shapes)

export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-3.5-3.5" />)
export const HeartIcon = ({ filled, ...p }: SVGProps<SVGSVGElement> & { filled?: boolean }) => (
  <svg {...base} fill={filled ? "currentColor" : "none"} {...p}>
    <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.3 5c2 0 3.3 1.1 3.9 2.1h3.6C14.4 6.1 15.7 5 17.7 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20Z" />
  </svg>
)
export const CartIcon = icon(<path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6" />, <circle cx="9" cy="20" r="1.3" />, <circle cx="17" cy="20" r="1.3" />)
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />)
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />)
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />)
export const MinusIcon = icon(<path d="M5 12h14" />)
export const TrashIcon = icon(<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />)
export const TruckIcon = icon(<path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />, <circle cx="7" cy="18" r="1.6" />, <circle cx="17" cy="18" r="1.6" />)
export const LeafIcon = icon(<path d="M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l7-7" />)
export const CardIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="M3 10h18" />)
export const ClockIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />)
export const PhoneIcon = icon(<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />)
export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="m3 7 9 6 9-6" />)
export const PinIcon = icon(<path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />, <circle cx="12" cy="9" r="2.5" />)
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />)
export const CopyIcon = icon(<rect x="9" y="9" width="11" height="11" rx="2" />, <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />)
export const ArrowLeftIcon = icon(<path d="M19 12H5M11 6l-6 6 6 6" />)
export const InfoIcon = icon(<circle cx="12" cy="12" r="9" />, <path d="M12 11v5M12 8h.01" />)
export const WarningIcon = icon(<path d="M12 4 2.5 20h19L12 4Z" />, <path d="M12 10v4M12 17h.01" />)
export const EyeIcon = icon(<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />, <circle cx="12" cy="12" r="3" />)
