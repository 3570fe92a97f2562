int more() { return 3; }
