// Compiled by the ShopAppTests bundle.
struct CartTests {}
