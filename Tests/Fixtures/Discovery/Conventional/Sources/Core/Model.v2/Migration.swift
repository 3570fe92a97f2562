struct Migration {}
