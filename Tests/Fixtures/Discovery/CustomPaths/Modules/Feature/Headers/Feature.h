// A header listed in sources: stays a header.
