// Outside ShopCore's `sources: ["Receipts"]`: compiled by no target.
struct ScratchNotes {}
