// Excluded by "Resources/**".
enum Preview {}
