struct NetworkType {}
