struct Helper {}
