import { cva, type VariantProps } from "class-variance-authority"
import { forwardRef, type ButtonHTMLAttributes } from "react"
import { cn } from "../../lib/cn"

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50",
  {
    variants: {
      variant: {
        primary: "bg-red-800 text-white hover:bg-red-900",
        secondary: "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100",
        ghost: "text-stone-900 hover:bg-stone-100",
        onDark: "text-white hover:bg-white/15",
      },
      size: { sm: "min-h-9 px-3 text-sm", md: "min-h-11 px-4", icon: "h-11 w-11" },
    },
    defaultVariants: { variant: "primary", size: "md" },
  }
)

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ className, variant, size, type = "button", ...props }, ref) {
  return <button ref={ref} type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
})
