struct Secret {}
