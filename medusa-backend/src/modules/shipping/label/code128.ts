/**
 * Code 128 (ISO/IEC 15417) symbols for the sample label's tracking number. Each pattern lists the
 * widths of bar, space, bar, space, bar, space in modules (11 modules per symbol; the stop symbol
 * has a seventh, final bar: 13 modules).
 */
export const CODE128_PATTERNS = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
  "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
] as const

export const START_B = 104
export const START_C = 105
export const CODE_B = 100
export const CODE_C = 99
export const STOP = 106

/**
 * The symbol values for `text` (printable ASCII), start and check symbols included, stop
 * excluded: code set C (two digits per symbol) for runs of 4 or more digits, B otherwise.
 */
export function code128Values(text: string): number[] {
  if (!text.length) throw new Error("Code 128: nothing to encode")
  for (const ch of text) {
    const c = ch.charCodeAt(0)
    if (c < 32 || c > 126) throw new Error(`Code 128: "${ch}" cannot be encoded in code set B`)
  }
  const digitRun = (from: number) => {
    let n = 0
    while (from + n < text.length && text[from + n] >= "0" && text[from + n] <= "9") n++
    return n
  }
  const values: number[] = []
  let set: "B" | "C"
  let i = 0
  const lead = digitRun(0)
  if (lead >= 4 && (lead === text.length ? lead % 2 === 0 : true)) {
    set = "C"
    values.push(START_C)
  } else {
    set = "B"
    values.push(START_B)
  }
  while (i < text.length) {
    const run = digitRun(i)
    if (set === "C") {
      if (run >= 2) {
        values.push(Number(text.slice(i, i + 2)))
        i += 2
        continue
      }
      values.push(CODE_B)
      set = "B"
    }
    // In B: switch to C for an even run of 4+ digits (an odd run keeps its first digit in B).
    if (run >= 4) {
      if (run % 2 === 1) {
        values.push(text.charCodeAt(i) - 32)
        i++
      }
      values.push(CODE_C)
      set = "C"
      continue
    }
    values.push(text.charCodeAt(i) - 32)
    i++
  }
  const check = values.reduce((sum, v, k) => sum + v * Math.max(1, k), 0) % 103
  values.push(check)
  return values
}

/** The barcode as module widths, alternating bar and space, starting with a bar (no quiet zones). */
export function code128Widths(text: string): number[] {
  const widths: number[] = []
  for (const v of [...code128Values(text), STOP]) {
    for (const w of CODE128_PATTERNS[v]) widths.push(Number(w))
  }
  return widths
}

/** Reads widths (bar first, any scale already divided out) back into text; for tests and checks. */
export function decodeCode128(widths: number[]): string {
  const symbols: number[] = []
  let k = 0
  while (k < widths.length) {
    const take = widths.length - k === 7 ? 7 : 6
    const key = widths.slice(k, k + take).join("")
    const v = CODE128_PATTERNS.indexOf(key as (typeof CODE128_PATTERNS)[number])
    if (v < 0) throw new Error(`Code 128: unknown symbol ${key} at ${k}`)
    symbols.push(v)
    k += take
  }
  if (symbols.pop() !== STOP) throw new Error("Code 128: no stop symbol")
  const check = symbols.pop()!
  const sum = symbols.reduce((s, v, i) => s + v * Math.max(1, i), 0) % 103
  if (sum !== check) throw new Error("Code 128: wrong check symbol")
  let set: "B" | "C" = symbols[0] === START_C ? "C" : "B"
  let out = ""
  for (const v of symbols.slice(1)) {
    if (set === "C") {
      if (v === CODE_B) set = "B"
      else if (v < 100) out += String(v).padStart(2, "0")
      else throw new Error(`Code 128: unsupported symbol ${v} in code set C`)
    } else if (v === CODE_C) set = "C"
    else if (v < 95) out += String.fromCharCode(v + 32)
    else throw new Error(`Code 128: unsupported symbol ${v} in code set B`)
  }
  return out
}
