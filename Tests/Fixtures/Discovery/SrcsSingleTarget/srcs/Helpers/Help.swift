struct Help {}
