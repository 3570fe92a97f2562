struct OldView {}
