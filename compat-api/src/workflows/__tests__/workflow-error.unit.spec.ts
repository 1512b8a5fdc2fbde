import { MedusaError } from "@medusajs/framework/utils"
import { rethrowWorkflowError } from "../workflow-error"

const thrown = (e: unknown) => {
  try {
    rethrowWorkflowError(e)
  } catch (err) {
    return err
  }
}

describe("rethrowWorkflowError", () => {
  it("makes a MedusaError the workflow engine serialized a MedusaError again, with its type and message", () => {
    const serialized = { name: "Error", message: "captured already", type: MedusaError.Types.CONFLICT, __isMedusaError: true }
    const err = thrown(serialized)
    expect(err).toBeInstanceOf(MedusaError)
    expect(err).toMatchObject({ type: MedusaError.Types.CONFLICT, message: "captured already" })
  })

  it("passes any other error on as it is", () => {
    const medusa = new MedusaError(MedusaError.Types.NOT_FOUND, "gone")
    const plain = { message: "Zelle is unreachable" }
    expect(thrown(medusa)).toBe(medusa)
    expect(thrown(plain)).toBe(plain)
  })
})
