export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-12">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-stone-300 border-t-red-800" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
