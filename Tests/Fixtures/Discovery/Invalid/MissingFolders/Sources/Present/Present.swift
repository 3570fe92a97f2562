struct Present {}
