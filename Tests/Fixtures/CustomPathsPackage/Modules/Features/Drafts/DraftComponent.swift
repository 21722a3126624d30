// Excluded from ShopFeatures (`exclude: ["Drafts"]`): compiled by no target.
struct DraftCheckout {}
