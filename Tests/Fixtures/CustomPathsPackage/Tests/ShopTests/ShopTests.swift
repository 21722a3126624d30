// In the ShopTests target (default path Tests/ShopTests).
struct ShopTests {}
