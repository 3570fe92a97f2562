struct Request {}
