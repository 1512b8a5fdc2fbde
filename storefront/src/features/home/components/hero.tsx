import { useTranslation } from "react-i18next"
import { buttonVariants } from "../../../components/ui/button"
import { cn } from "../../../lib/cn"

/** Hero (anchor #home): what the shop is and a way into the products. */
export function Hero() {
  const { t } = useTranslation()
  return (
    <section id="home" aria-labelledby="hero-heading" className="bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10 sm:py-14">
        <p className="font-semibold text-red-800">{t("hero.eyebrow")}</p>
        <h1 id="hero-heading" className="max-w-3xl text-3xl font-bold text-stone-950 sm:text-5xl sm:leading-tight">
          {t("hero.title")}
        </h1>
        <p className="max-w-2xl text-lg text-stone-800">{t("hero.text")}</p>
        <div className="flex flex-wrap gap-3">
          <a href="#menu" className={buttonVariants({ size: "md" })}>
            {t("hero.shop")}
          </a>
          <a href="#about" className={cn(buttonVariants({ variant: "secondary", size: "md" }))}>
            {t("hero.story")}
          </a>
        </div>
      </div>
    </section>
  )
}
