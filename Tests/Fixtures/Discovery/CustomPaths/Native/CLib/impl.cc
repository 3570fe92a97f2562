int impl() { return 2; }
