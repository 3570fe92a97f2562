struct Unlisted {}
