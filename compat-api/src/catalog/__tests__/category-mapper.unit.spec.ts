import { sortCategories, toCategory } from "../category-mapper"

describe("categories", () => {
  const records = [
    { id: "c2", name: "Snacks", handle: "snacks", rank: 1, parent_category_id: "food" },
    { id: "clothes", name: "Clothes", handle: "clothes", rank: 2, parent_category_id: null },
    { id: "c1", name: "Preserved Fish", handle: "preserved-fish", rank: 0, parent_category_id: "food" },
    { id: "food", name: "Food", handle: "food", rank: 0, parent_category_id: null },
  ]

  it("lists each top category followed by its children in rank order", () => {
    expect(sortCategories(records).map((c) => c.id)).toEqual(["food", "c1", "c2", "clothes"])
  })

  it("maps to the spec's id and name, with slug and parent", () => {
    expect(toCategory(records[0])).toEqual({
      id: "c2",
      name: "Snacks",
      slug: "snacks",
      parentId: "food",
      description: "",
    })
  })
})
