import { typedNumber } from "@/lib/forms/typed-number";

// What the pet's file sends for a number typed by hand: never NaN (JSON null), which erased the weight silently.

describe("typedNumber", () => {
  it.each([
    ["", null],
    ["  ", null],
    ["12", 12],
    ["12,5", 12.5],
    ["12 kg", 12],
    ["5kg", 5],
    ["12,5 Kilos", 12.5],
    ["1 kilo", 1],
    ["$150", 150],
    ["$ 150", 150],
    ["2020", 2020],
  ])("%j → %j", (typed, sent) => {
    expect(typedNumber(typed)).toBe(sent);
  });

  it.each(["doce", "12 libras", "kg", "1e400", "12..5"])("sends %j as it is, for the server to refuse on its field", (typed) => {
    expect(typedNumber(typed)).toBe(typed);
  });
});
