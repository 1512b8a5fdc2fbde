import { IMAGE_ERRORS } from "#shop/catalog/image-type"
import { CreateProductFields, CreateProductUpload, PatchProductFields, PRODUCT_ERRORS, UpdateProductFields } from "../validators"

const valid = {
  name: " Kampot Pepper ",
  description: "Black peppercorns",
  price: "$14.99",
  categoryId: "pcat_1",
}

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]))

describe("product fields", () => {
  it("reads a form upload's text fields", () => {
    const r = CreateProductFields.safeParse({ ...valid, isNew: "true", isPopular: "false", cookTime: "", nameKm: "ម្រេច" })
    expect(r.data).toEqual({
      name: "Kampot Pepper",
      description: "Black peppercorns",
      price: 14.99,
      categoryId: "pcat_1",
      isNew: true,
      isPopular: false,
      cookTime: null,
      nameKm: "ម្រេច",
    })
  })

  it("gives the flags false by default on create", () => {
    expect(CreateProductFields.parse(valid)).toMatchObject({ isNew: false, isPopular: false })
  })

  it("names every missing or bad field with the shop's messages", () => {
    expect(issues(CreateProductFields.safeParse({ price: "12,50", isNew: "maybe" }))).toEqual({
      name: PRODUCT_ERRORS.name,
      description: PRODUCT_ERRORS.description,
      price: PRODUCT_ERRORS.price,
      categoryId: PRODUCT_ERRORS.categoryId,
      isNew: PRODUCT_ERRORS.isNew,
    })
    expect(issues(CreateProductFields.safeParse({ ...valid, price: " $ " }))).toEqual({ price: PRODUCT_ERRORS.priceMissing })
    expect(issues(CreateProductFields.safeParse({ ...valid, name: "x".repeat(201) }))).toEqual({ name: PRODUCT_ERRORS.nameTooLong })
  })

  it("changes only the given fields in an update; an empty optional field clears it", () => {
    expect(UpdateProductFields.parse({})).toEqual({})
    expect(UpdateProductFields.parse({ price: 12, cookTime: "", dietaryInfo: null, isPopular: true })).toEqual({
      price: 12,
      cookTime: null,
      dietaryInfo: null,
      isPopular: true,
    })
    expect(issues(UpdateProductFields.safeParse({ name: "" }))).toEqual({ name: PRODUCT_ERRORS.name })
  })

  it("takes the Khmer Weight/Size and Additional Info like the other Khmer texts", () => {
    expect(UpdateProductFields.parse({ cookTimeKm: " ២០០ ក្រាម ", dietaryInfoKm: "" })).toEqual({ cookTimeKm: "២០០ ក្រាម", dietaryInfoKm: null })
    expect(issues(UpdateProductFields.safeParse({ cookTimeKm: "x".repeat(201), dietaryInfoKm: "x".repeat(1001) }))).toEqual({
      cookTimeKm: PRODUCT_ERRORS.cookTimeKmTooLong,
      dietaryInfoKm: PRODUCT_ERRORS.dietaryInfoKmTooLong,
    })
  })

  it("takes an image address in a JSON update: a web address or a path of this shop", () => {
    expect(PatchProductFields.parse({ imageUrl: "/static/a.png" })).toEqual({ imageUrl: "/static/a.png" })
    expect(PatchProductFields.parse({ imageUrl: "https://cdn.example.com/a.png" })).toEqual({ imageUrl: "https://cdn.example.com/a.png" })
    expect(PatchProductFields.parse({ imageUrl: "" })).toEqual({ imageUrl: null })
    for (const imageUrl of ["javascript:alert(1)", "//evil.example/a.png", "a.png", "data:image/png;base64,AAAA"]) {
      expect(issues(PatchProductFields.safeParse({ imageUrl }))).toEqual({ imageUrl: PRODUCT_ERRORS.imageUrl })
    }
  })
})

describe("the create upload", () => {
  it("requires the image beside the fields, naming every problem at once", () => {
    expect(issues(CreateProductUpload.safeParse({ ...valid, image: null }))).toEqual({ image: IMAGE_ERRORS.missing })
    expect(issues(CreateProductUpload.safeParse({ price: "x", image: Buffer.alloc(0) }))).toEqual({
      name: PRODUCT_ERRORS.name,
      description: PRODUCT_ERRORS.description,
      price: PRODUCT_ERRORS.price,
      categoryId: PRODUCT_ERRORS.categoryId,
      image: IMAGE_ERRORS.missing,
    })
    expect(CreateProductUpload.parse({ ...valid, image: Buffer.from([1]) }).image).toEqual(Buffer.from([1]))
  })

  it("takes a number as the text of Weight/Size", () => {
    expect(UpdateProductFields.parse({ cookTime: 15 })).toEqual({ cookTime: "15" })
  })
})
