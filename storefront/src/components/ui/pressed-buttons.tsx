import { PressedButtons as Group, type PressedButtonProps, type PressedButtonsProps } from "@shop/staff/lists"
import { Button } from "./button"

const PressedButton = ({ pressed, ...props }: PressedButtonProps) => <Button size="sm" variant={pressed ? "primary" : "secondary"} aria-pressed={pressed} {...props} />

/** A named group of buttons, the chosen one pressed (@shop/staff's group with the shop's buttons). */
export const PressedButtons = (props: PressedButtonsProps) => <Group {...props} Button={PressedButton} />
