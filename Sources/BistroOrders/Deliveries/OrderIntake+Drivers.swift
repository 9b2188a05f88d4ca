import BistroCore
import BistroMail
import BistroOrderBook

extension OrderIntake {
    /// Why a driver could not be added, in plain words.
    package struct DriverProblem: Error, Sendable {
        package var message: String
    }

    /// Adds a driver and queues the mail with their dashboard's link (the link's only way out), in one
    /// transaction. Throws `DriverProblem` for an empty name, an invalid address, an address already a
    /// driver's, or a restaurant without an absolute `baseURL` (a mail cannot carry a relative link).
    package func addDriver(name: String, email: String, phone: String?, at time: LocalTime) throws -> DriverRecord {
        let name = name.trimmed, email = email.normalizedEmail
        guard !name.isEmpty, name.count <= 100 else {
            throw DriverProblem(message: "a driver's name is 1 to 100 characters")
        }
        if let problem = MailAddress.problem(email) {
            throw DriverProblem(message: "\"\(email)\" is not a valid email address: \(problem)")
        }
        guard let composer else {
            throw DriverProblem(message: "the dashboard link needs mail: see notify in docs/delivery.md")
        }
        let baseURL = composer.restaurant.baseURL, token = RandomToken.make()
        guard let url = OrderPageLinks.driverURL(baseURL: baseURL, token: token) else {
            throw DriverProblem(
                message: "restaurant.json \"baseURL\" is \"\(baseURL)\": the dashboard link mailed to a driver needs "
                    + "the site's absolute address, such as \"https://royalcafe.example/\"")
        }
        // nil when the address is a driver's already (a problem thrown in here would read as the book's failure).
        let added = try store.write { book -> DriverRecord? in
            guard try book.activeDriver(reference: email) == nil else { return nil }
            let driver = try book.addDriver(
                name: name, email: email, phone: phone?.trimmed.nilIfEmpty.map { String($0.prefix(50)) }, token: token,
                at: time)
            let message = composer.driverLink(name: name, email: email, url: url)
            try book.enqueue(
                message.outgoing, key: "driver-\(driver.id ?? 0).\(message.event.rawValue)", orderID: nil, at: time,
                domain: composer.domain)
            return driver
        }
        guard let added else { throw DriverProblem(message: "\(email) is a driver already (bistro drivers list)") }
        return added
    }

    /// Revokes the driver's link (by id or email); their claimed deliveries not yet picked up are free to
    /// claim again. nil when no active driver is named so.
    package func removeDriver(reference: String, at time: LocalTime) throws -> (driver: DriverRecord, released: Int)? {
        try store.write { book in
            guard let driver = try book.activeDriver(reference: reference) else { return nil }
            return (driver, try book.removeDriver(driver, at: time))
        }
    }

    /// Staff take a claimed delivery back from its driver (it is not picked up yet): anyone may claim it.
    package enum Unassigning: Sendable, Equatable {
        case notFound
        case notClaimed
        case alreadyPickedUp
        case unassigned(orderNumber: String, driverID: Int64)
    }

    package func unassignDelivery(orderNumber: String, at time: LocalTime) throws -> Unassigning {
        try store.write { book in
            guard let state = try book.deliveryState(orderNumber: orderNumber) else { return .notFound }
            guard let driver = state.delivery.driverId else { return .notClaimed }
            guard state.delivery.pickedUpAt == nil else { return .alreadyPickedUp }
            try book.unassignDelivery(orderID: state.order.id, at: time)
            return .unassigned(orderNumber: state.order.orderNumber, driverID: driver)
        }
    }
}
