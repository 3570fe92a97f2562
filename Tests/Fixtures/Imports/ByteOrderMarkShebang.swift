#!/usr/bin/env swift import NotThis
import Foundation
